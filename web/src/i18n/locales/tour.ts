import type { Language } from '../../../../shared/i18n/languages';
import type { TourStepId } from '../../features/tour/tour-machine';

type StepTexts = Record<TourStepId, { title: string; text: string }>;

const en = {
  help: 'Start the tour',
  next: 'Next',
  back: 'Back',
  done: 'Done',
  close: 'Close the tour',
  progress: 'Step {{current}} of {{total}}',
  steps: {
    list: { title: 'Your items', text: 'Everything your company owns is listed here: goods, materials, tools. We added three test items so you can try things out; delete them whenever you like.' },
    add: { title: 'Add an item', text: 'Create items one by one with this button. Next, we open one of the test items.' },
    card: { title: 'The item card', text: 'An item’s card shows where it is, who is responsible for it, its price and its history.' },
    code: { title: 'QR code and marking', text: 'Mark the item with a QR code, bar code or NFC tag, and print its label. Scanning the label opens this card.' },
    operations: { title: 'Operations', text: 'Move, issue, send for repair or write off the item here. Every operation is kept in its history.' },
    filters: { title: 'Search and filters', text: 'Find items by title, code or serial number, and filter them by status, location or responsible person.' },
    datafiles: { title: 'Data files', text: 'Already keep a list in a spreadsheet? Import it from an Excel file here, or export your items.' },
    team: { title: 'Users and settings', text: 'Invite your employees under Users and give them roles; set the currency and item fields under Settings.' },
    finish: { title: 'You are all set', text: 'That is the tour. You can run it again at any time with the question mark icon on the items page.' },
  } satisfies StepTexts,
  closed_title: 'Tour closed',
  closed_text: 'You can take the tour again at any time: press the question mark icon at the top of the items page.',
  closed_ok: 'Got it',
};

export type TourMessages = typeof en;

export const tour: Record<Language, TourMessages> = {
  en,
  ua: {
    help: 'Почати екскурсію',
    next: 'Далі',
    back: 'Назад',
    done: 'Готово',
    close: 'Закрити екскурсію',
    progress: 'Крок {{current}} з {{total}}',
    steps: {
      list: { title: 'Ваші предмети', text: 'Тут усе, що має ваша компанія: товари, матеріали, інструменти. Ми додали три тестові предмети, щоб ви могли все спробувати; видаліть їх, коли забажаєте.' },
      add: { title: 'Додати предмет', text: 'Цією кнопкою створюйте предмети по одному. Далі відкриємо один із тестових предметів.' },
      card: { title: 'Картка предмета', text: 'Картка показує, де предмет, хто за нього відповідає, його ціну та історію.' },
      code: { title: 'QR-код і маркування', text: 'Позначте предмет QR-кодом, штрихкодом або NFC-міткою та надрукуйте етикетку. Сканування етикетки відкриває цю картку.' },
      operations: { title: 'Операції', text: 'Тут предмет переміщують, видають, відправляють у ремонт або списують. Кожна операція зберігається в історії.' },
      filters: { title: 'Пошук і фільтри', text: 'Шукайте предмети за назвою, кодом або серійним номером і фільтруйте за статусом, місцем чи відповідальним.' },
      datafiles: { title: 'Файли даних', text: 'Ведете список у таблиці? Імпортуйте його з файлу Excel тут або експортуйте свої предмети.' },
      team: { title: 'Користувачі та налаштування', text: 'Запросіть працівників у розділі «Користувачі» і призначте їм ролі; валюту та поля предметів задайте в «Налаштуваннях».' },
      finish: { title: 'Усе готово', text: 'Це вся екскурсія. Запустити її знову можна будь-коли значком знака питання на сторінці предметів.' },
    },
    closed_title: 'Екскурсію закрито',
    closed_text: 'Пройти екскурсію знову можна будь-коли: натисніть значок знака питання вгорі сторінки предметів.',
    closed_ok: 'Зрозуміло',
  },
  pl: {
    help: 'Rozpocznij przewodnik',
    next: 'Dalej',
    back: 'Wstecz',
    done: 'Gotowe',
    close: 'Zamknij przewodnik',
    progress: 'Krok {{current}} z {{total}}',
    steps: {
      list: { title: 'Twoje przedmioty', text: 'Tu jest wszystko, co posiada Twoja firma: towary, materiały, narzędzia. Dodaliśmy trzy przedmioty testowe, aby można było wszystko wypróbować; usuń je, kiedy zechcesz.' },
      add: { title: 'Dodaj przedmiot', text: 'Tym przyciskiem tworzysz przedmioty jeden po drugim. Teraz otworzymy jeden z przedmiotów testowych.' },
      card: { title: 'Karta przedmiotu', text: 'Karta pokazuje, gdzie jest przedmiot, kto za niego odpowiada, jego cenę i historię.' },
      code: { title: 'Kod QR i oznaczanie', text: 'Oznacz przedmiot kodem QR, kodem kreskowym lub tagiem NFC i wydrukuj etykietę. Zeskanowanie etykiety otwiera tę kartę.' },
      operations: { title: 'Operacje', text: 'Tu przedmiot się przenosi, wydaje, oddaje do naprawy lub likwiduje. Każda operacja trafia do historii.' },
      filters: { title: 'Wyszukiwanie i filtry', text: 'Szukaj przedmiotów po nazwie, kodzie lub numerze seryjnym i filtruj je według statusu, miejsca lub osoby odpowiedzialnej.' },
      datafiles: { title: 'Pliki danych', text: 'Prowadzisz listę w arkuszu? Zaimportuj ją tutaj z pliku Excel albo wyeksportuj swoje przedmioty.' },
      team: { title: 'Użytkownicy i ustawienia', text: 'Zaproś pracowników w sekcji Użytkownicy i nadaj im role; walutę i pola przedmiotów ustawisz w Ustawieniach.' },
      finish: { title: 'Wszystko gotowe', text: 'To cały przewodnik. Możesz go uruchomić ponownie w każdej chwili ikoną znaku zapytania na stronie przedmiotów.' },
    },
    closed_title: 'Przewodnik zamknięty',
    closed_text: 'Możesz przejść przewodnik ponownie w każdej chwili: naciśnij ikonę znaku zapytania u góry strony przedmiotów.',
    closed_ok: 'Rozumiem',
  },
  ru: {
    help: 'Начать экскурсию',
    next: 'Далее',
    back: 'Назад',
    done: 'Готово',
    close: 'Закрыть экскурсию',
    progress: 'Шаг {{current}} из {{total}}',
    steps: {
      list: { title: 'Ваши предметы', text: 'Здесь всё, что есть у вашей компании: товары, материалы, инструменты. Мы добавили три тестовых предмета, чтобы вы могли всё попробовать; удалите их, когда захотите.' },
      add: { title: 'Добавить предмет', text: 'Этой кнопкой создавайте предметы по одному. Дальше откроем один из тестовых предметов.' },
      card: { title: 'Карточка предмета', text: 'Карточка показывает, где предмет, кто за него отвечает, его цену и историю.' },
      code: { title: 'QR-код и маркировка', text: 'Отметьте предмет QR-кодом, штрихкодом или NFC-меткой и напечатайте этикетку. Сканирование этикетки открывает эту карточку.' },
      operations: { title: 'Операции', text: 'Здесь предмет перемещают, выдают, отправляют в ремонт или списывают. Каждая операция сохраняется в истории.' },
      filters: { title: 'Поиск и фильтры', text: 'Ищите предметы по названию, коду или серийному номеру и фильтруйте по статусу, месту или ответственному.' },
      datafiles: { title: 'Файлы данных', text: 'Ведёте список в таблице? Импортируйте его из файла Excel здесь или экспортируйте свои предметы.' },
      team: { title: 'Пользователи и настройки', text: 'Пригласите сотрудников в разделе «Пользователи» и назначьте им роли; валюту и поля предметов задайте в «Настройках».' },
      finish: { title: 'Всё готово', text: 'Это вся экскурсия. Запустить её снова можно в любой момент значком вопросительного знака на странице предметов.' },
    },
    closed_title: 'Экскурсия закрыта',
    closed_text: 'Пройти экскурсию снова можно в любой момент: нажмите значок вопросительного знака вверху страницы предметов.',
    closed_ok: 'Понятно',
  },
};
